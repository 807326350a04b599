import { selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useSession } from '@/store/session';

export type ViewerAccess = 'checking' | 'owner' | 'not-owner' | 'unknown';

/**
 * Whether the signed-in learner owns the course, decided on the fresh user record. Should that
 * fetch fail, the stored record may still vouch for ownership; otherwise the answer is unknown.
 */
export function useViewerAccess(courseId: string) {
  const { userQuery, ownedCourseIds } = useSession();
  const storedUser = useAppSelector(selectUser);
  let access: ViewerAccess = 'checking';
  if (userQuery.isSuccess) access = ownedCourseIds.has(courseId) ? 'owner' : 'not-owner';
  else if (userQuery.isError) {
    const storedOwns = storedUser?.purchasedCourses?.some((item) => item.courseId?._id === courseId) ?? false;
    access = storedOwns ? 'owner' : 'unknown';
  } else if (userQuery.isUninitialized) access = 'unknown';
  const retry = () => {
    if (!userQuery.isUninitialized) void userQuery.refetch();
  };
  return { access, retry };
}
