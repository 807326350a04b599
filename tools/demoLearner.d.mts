import type { Page } from 'puppeteer-core';

export declare const DEMO_LEARNER: { readonly email: string; readonly password: string; readonly ownedCourseId: string };
export declare function submitLogin(page: Page): Promise<void>;
