import { RESET_TIMEOUT_MS } from '@/config/constants';
import { api } from '@/store/api';
import type {
  ApiEnvelope,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponseData,
  MessageResponse,
  OtpVerifyRequest,
  ResetPasswordRequest,
  SignupRequest,
} from '@/store/models';

const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<MessageResponse, SignupRequest>({ query: post('/user/signup') }),
    verifyOtp: build.mutation<MessageResponse, OtpVerifyRequest>({ query: post('/user/otpVerify') }),
    login: build.mutation<LoginResponseData, LoginRequest>({
      query: post('/user/login'),
      transformResponse: (response: ApiEnvelope<LoginResponseData>) => response.data,
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({ query: post('/user/forgotPass') }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/user/resetPass', method: 'POST', body, timeout: RESET_TIMEOUT_MS }),
    }),
    /**
     * Ends the session on the server. It carries the token it ends itself, as its argument: by the
     * time it is sent the store has already forgotten it (see `useLogout`), and a refusal of it is
     * not the current session expiring.
     */
    logout: build.mutation<MessageResponse, { token: string }>({
      query: ({ token }) => ({ url: '/user/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const {
  useSignupMutation,
  useVerifyOtpMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

/** What ends a session on the server: the logout call, untracked so the token stays out of the store. */
export const endServerSession = (token: string) => authApi.endpoints.logout.initiate({ token }, { track: false });
