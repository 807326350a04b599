import { api } from '@/store/api';
import type {
  ApiEnvelope,
  CreateOrderRequest,
  CreateOrderResponseData,
  MessageResponse,
  PaymentOrder,
  VerifyPaymentRequest,
} from '@/store/models';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<PaymentOrder, CreateOrderRequest>({
      query: ({ userId, courseId }) => ({
        url: `/payment/create-order/${encodeURIComponent(userId)}`,
        method: 'POST',
        body: { courseId },
      }),
      transformResponse: (response: ApiEnvelope<CreateOrderResponseData>) => response.data.payment,
    }),
    verifyPayment: build.mutation<MessageResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: '/payment/verify-payment', method: 'POST', body }),
      // A verified payment changes what the learner owns.
      invalidatesTags: ['User', 'EnrolledCourses'],
    }),
  }),
});

export const { useCreateOrderMutation, useVerifyPaymentMutation } = checkoutApi;
