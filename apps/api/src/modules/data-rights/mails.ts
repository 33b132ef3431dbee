/** The mails of the data-rights module. */
export interface DataRightsMailContext {
  siteName: string;
  webUrl: string;
}

export function exportReadyMail({ siteName, webUrl }: DataRightsMailContext, expiresAt: Date) {
  return {
    subject: `Your ${siteName} data export is ready`,
    text: [
      `The export of your ${siteName} data you asked for is ready.`,
      '',
      `Download it from your account settings (Your data) before ${expiresAt.toUTCString()}; after that it is deleted.`,
      '',
      `${webUrl}/profile/edit`,
      '',
      'If you did not ask for it, change your password: someone else may be using your account.',
    ].join('\n'),
  };
}

export function accountDeletedMail({ siteName }: DataRightsMailContext, businesses: string[]) {
  return {
    subject: `Your ${siteName} account was deleted`,
    text: [
      `Your ${siteName} account and your content were deleted as you asked.`,
      ...(businesses.length > 0
        ? ['', `These businesses, where you were the only owner, were deleted too: ${businesses.join(', ')}.`]
        : []),
      '',
      'Messages you sent to others stay with them, signed "Deleted user".',
    ].join('\n'),
  };
}
