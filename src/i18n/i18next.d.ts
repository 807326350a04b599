import 'i18next';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    // `t` returns a string, never null or an object, so it can go straight into JSX and props.
    returnNull: false;
    returnObjects: false;
  }
}
