import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_VERIFICATION_DOCUMENT_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  type SignedUpload,
  type VerificationDocumentKind,
  type VerificationState,
  type VerificationUploadBody,
} from '@tradeforge/contracts';
import { apiRequest, postSignedUpload } from '@/lib/http';

export const VERIFICATION_ACCEPT = VERIFICATION_DOCUMENT_TYPES.join(',');
const verificationKey = (businessID: string) => ['verification', businessID] as const;

/** GET /business/{id}/verification: the badge and the latest request. */
export const verificationQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: verificationKey(businessID),
    queryFn: ({ signal }) =>
      apiRequest<VerificationState>(`/business/${encodeURIComponent(businessID)}/verification`, { signal }),
  });
export const useVerification = (businessID: string) => useQuery(verificationQueryOptions(businessID));

const NOT_A_DOCUMENT = msg`Choose a PDF file or an image (JPEG, PNG, WebP).`;
const TOO_LARGE = msg`Documents can be up to 10 MB.`;

/**
 * One document: a signed upload, then the file to the storage target; answers the upload token. A file the API
 * would refuse is refused here, in the page's language (`i18n`).
 */
export async function uploadVerificationDocument(businessID: string, file: File, i18n: I18n) {
  if (!(VERIFICATION_DOCUMENT_TYPES as readonly string[]).includes(file.type))
    throw new Error(i18n._(NOT_A_DOCUMENT));
  if (file.size > MAX_VERIFICATION_DOCUMENT_BYTES) throw new Error(i18n._(TOO_LARGE));
  const body: VerificationUploadBody = {
    contentType: file.type as VerificationUploadBody['contentType'],
    fileSize: file.size,
  };
  const { signedPost, token } = await apiRequest<SignedUpload>(
    `/business/${encodeURIComponent(businessID)}/verification/upload-request`,
    { method: 'POST', body },
  );
  await postSignedUpload(signedPost, file);
  return token;
}

export interface DocumentChoice {
  file: File;
  kind: VerificationDocumentKind;
}

/** Uploads the documents, then POST /business/{id}/verification with their tokens. */
export function useRequestVerification(businessID: string) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: async ({ documents, note }: { documents: DocumentChoice[]; note: string }) => {
      const uploaded = [];
      for (const document of documents)
        uploaded.push({
          token: await uploadVerificationDocument(businessID, document.file, i18n),
          kind: document.kind,
        });
      return apiRequest<VerificationState>(`/business/${encodeURIComponent(businessID)}/verification`, {
        method: 'POST',
        body: { documents: uploaded, ...(note.trim() ? { note: note.trim() } : {}) },
      });
    },
    onSuccess: (state) => queryClient.setQueryData(verificationKey(businessID), state),
  });
}
