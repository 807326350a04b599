import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { selectIsLoggedIn, selectUser, selectUserId } from './authSlice';
import { useAppSelector } from './hooks';
import { useGetUserQuery } from './sharedEndpoints';

/** The signed-in learner and what they own, fresh from the server when possible. */
export function useSession() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const storedUser = useAppSelector(selectUser);
  const userQuery = useGetUserQuery(isLoggedIn && userId ? userId : skipToken);
  // A skipped query may still hand back the last learner's record: without a session there is none.
  const user = isLoggedIn ? (userQuery.data ?? storedUser) : null;
  const ownedCourseIds = useMemo(
    () => new Set((user?.purchasedCourses ?? []).map((item) => item.courseId._id)),
    [user],
  );
  return { isLoggedIn, userId, user, ownedCourseIds, userQuery };
}

export type CourseAccess = 'checking' | 'owner' | 'not-owner' | 'unknown';

/**
 * Whether the signed-in learner owns a course, decided on the fresh user record. Should that
 * fetch fail, the stored record may still vouch for ownership; otherwise the answer is unknown.
 * Every learner-only screen of a course (the viewer, the certificate) decides it this way.
 */
export function useCourseAccess(courseId: string) {
  const session = useSession();
  const { userQuery, ownedCourseIds } = session;
  const storedUser = useAppSelector(selectUser);
  let access: CourseAccess = 'checking';
  if (userQuery.isSuccess) access = ownedCourseIds.has(courseId) ? 'owner' : 'not-owner';
  else if (userQuery.isError) {
    const storedOwns = storedUser?.purchasedCourses?.some((item) => item.courseId?._id === courseId) ?? false;
    access = storedOwns ? 'owner' : 'unknown';
  } else if (userQuery.isUninitialized) access = 'unknown';
  const retry = () => {
    if (!userQuery.isUninitialized) void userQuery.refetch();
  };
  return { access, retry, session };
}
