/** The mails a business's owners get about their verification request and badge. */
export interface VerificationMailContext {
  siteName: string;
  webUrl: string;
}

export function approvedMail({ siteName, webUrl }: VerificationMailContext, companyName: string) {
  return {
    subject: `${companyName} is verified on ${siteName}`,
    text: [
      `Good news: we checked the documents of ${companyName} and approved your verification request.`,
      'The verified badge now shows on your business page, your products and in search results.',
      '',
      webUrl,
    ].join('\n'),
  };
}

export function refusedMail({ siteName }: VerificationMailContext, companyName: string, reason: string) {
  return {
    subject: `Your verification request for ${companyName} on ${siteName}`,
    text: [
      `We could not approve the verification request of ${companyName}.`,
      '',
      `Reason: ${reason}`,
      '',
      'You can send a new request with other documents from Manage Profile.',
    ].join('\n'),
  };
}

export function badgeRemovedMail({ siteName }: VerificationMailContext, companyName: string, reason: string) {
  return {
    subject: `The verified badge of ${companyName} on ${siteName} was removed`,
    text: [`An operator removed the verified badge of ${companyName}.`, '', `Reason: ${reason}`].join('\n'),
  };
}
