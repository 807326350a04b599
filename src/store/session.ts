import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { ApiError } from './apiError';
import { selectIsLoggedIn, selectUser, selectUserId } from './authSlice';
import { useAppSelector } from './hooks';
import type { PurchasedCourse, User } from './models';
import { useGetUserQuery } from './sharedEndpoints';

/**
 * The ids of the courses a user record lists. An entry of a deleted course (`courseId: null`), or
 * one the API sent without its id, names nothing and is passed over.
 */
export function ownedIds(user: User | null | undefined): Set<string> {
  const purchases: unknown[] = Array.isArray(user?.purchasedCourses) ? user.purchasedCourses : [];
  return new Set(
    purchases.flatMap((item) => {
      const id = (item as Partial<PurchasedCourse> | null)?.courseId?._id;
      return typeof id === 'string' ? [id] : [];
    }),
  );
}

/** The signed-in learner and what they own, fresh from the server when possible. */
export function useSession() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const storedUser = useAppSelector(selectUser);
  const userQuery = useGetUserQuery(isLoggedIn && userId ? userId : skipToken);
  // A skipped query may still hand back the last learner's record: without a session there is none.
  const user = isLoggedIn ? (userQuery.data ?? storedUser) : null;
  const ownedCourseIds = useMemo(() => ownedIds(user), [user]);
  return { isLoggedIn, userId, user, ownedCourseIds, userQuery };
}

export type CourseAccess = 'checking' | 'owner' | 'not-owner' | 'unknown';

/**
 * Whether the signed-in learner owns a course, decided on the fresh user record. The server's
 * refusal (401, 403: the record asked for is not this learner's) is an answer, never "offline":
 * the learner does not own it. Only when the server cannot be reached may the stored record vouch
 * for ownership, and only where `trustStored` allows (the viewer, to keep playing offline; never
 * the certificate, which states ownership to others); otherwise the answer is unknown.
 */
export function useCourseAccess(courseId: string, { trustStored = true }: { trustStored?: boolean } = {}) {
  const session = useSession();
  const { userQuery, ownedCourseIds } = session;
  const storedUser = useAppSelector(selectUser);
  let access: CourseAccess = 'checking';
  if (userQuery.isSuccess) access = ownedCourseIds.has(courseId) ? 'owner' : 'not-owner';
  else if (userQuery.isError) {
    const status = (userQuery.error as ApiError | undefined)?.status;
    const storedOwns = trustStored && ownedIds(storedUser).has(courseId);
    if (status === 401 || status === 403) access = 'not-owner';
    else access = storedOwns ? 'owner' : 'unknown';
  } else if (userQuery.isUninitialized) access = 'unknown';
  const retry = () => {
    if (!userQuery.isUninitialized) void userQuery.refetch();
  };
  return { access, retry, session };
}
