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
  }),
});

export const {
  useSignupMutation,
  useVerifyOtpMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
