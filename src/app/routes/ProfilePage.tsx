import { ProfileDetails } from '@/features/profile/components/ProfileDetails';

export default function ProfilePage() {
  return <ProfileDetails />;
}
