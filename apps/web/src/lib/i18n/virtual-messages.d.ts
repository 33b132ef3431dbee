/** Every language's compiled messages (vite/i18n-catalogs.ts): for the server renderer and the tests only. */
declare module 'virtual:i18n-messages' {
  import type { Messages } from '@lingui/core';

  const messages: Record<string, Messages>;
  export default messages;
}
