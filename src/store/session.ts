import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { selectIsLoggedIn, selectUser, selectUserId } from './authSlice';
import { useAppSelector } from './hooks';
import { useGetUserQuery } from './sharedEndpoints';

/** What a screen says when the learner's record could not be fetched. */
export const SESSION_MESSAGES = {
  userLoadFailed: 'Failed to load user data.',
} as const;

/** The signed-in learner and what they own, fresh from the server when possible. */
export function useSession() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const storedUser = useAppSelector(selectUser);
  const userQuery = useGetUserQuery(isLoggedIn && userId ? userId : skipToken);
  const user = userQuery.data ?? storedUser;
  const ownedCourseIds = useMemo(
    () => new Set((user?.purchasedCourses ?? []).map((item) => item.courseId._id)),
    [user],
  );
  return { isLoggedIn, userId, user, ownedCourseIds, userQuery };
}
