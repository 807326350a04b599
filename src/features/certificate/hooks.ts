import { selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useSession } from '@/store/session';

export type CertificateAccess = 'checking' | 'owner' | 'not-owner' | 'unknown';

/**
 * Whether the learner owns the course, as the viewer decides it: on the fresh user record, or,
 * should that fetch fail, on the stored one when it vouches for ownership.
 */
export function useCourseOwnership(courseId: string) {
  const { userQuery, ownedCourseIds, user, userId } = useSession();
  const storedUser = useAppSelector(selectUser);
  let access: CertificateAccess = 'checking';
  if (userQuery.isSuccess) access = ownedCourseIds.has(courseId) ? 'owner' : 'not-owner';
  else if (userQuery.isError) {
    const storedOwns = storedUser?.purchasedCourses?.some((item) => item.courseId?._id === courseId) ?? false;
    access = storedOwns ? 'owner' : 'unknown';
  } else if (userQuery.isUninitialized) access = 'unknown';
  const retry = () => {
    if (!userQuery.isUninitialized) void userQuery.refetch();
  };
  return { access, retry, user, userId };
}
