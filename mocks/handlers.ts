// Every handler of the demo API: the school API under API ('*' + '/api', see paths.ts), plus
// the stand-ins for the payment provider, the video host and the language model under DEMO.
import type { HttpHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { blogHandlers } from './handlers/blogs';
import { certificateHandlers } from './handlers/certificates';
import { chatHandlers } from './handlers/chat';
import { courseHandlers } from './handlers/courses';
import { demoProviderHandlers } from './handlers/demoProvider';
import { demoVideoHostHandlers } from './handlers/demoVideoHost';
import { feedbackHandlers } from './handlers/feedback';
import { gradingHandlers } from './handlers/grading';
import { learnerDataHandlers } from './handlers/learnerData';
import { paymentHandlers } from './handlers/payments';

export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...courseHandlers,
  ...feedbackHandlers,
  ...paymentHandlers,
  ...learnerDataHandlers,
  ...certificateHandlers,
  ...gradingHandlers,
  ...blogHandlers,
  ...demoProviderHandlers,
  ...demoVideoHostHandlers,
  ...chatHandlers,
];
