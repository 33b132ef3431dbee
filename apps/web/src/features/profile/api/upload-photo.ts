import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedUpload, UploadRequestBody } from '@tradeforge/contracts';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from '@/lib/http';

export type PhotoKind = 'profile-photo' | 'cover-photo';

/**
 * The signed-post upload flow (spec part 2, section 7): ask for a signed post, send the file to it, then let the
 * API check, re-encode and attach it.
 */
export async function uploadPhoto(kind: PhotoKind, file: File) {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    throw new ApiError('ValidationError', UPLOAD_MESSAGES.notAnImage, 400);
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError('PayloadTooLarge', UPLOAD_MESSAGES.tooLarge, 413);
  const request: UploadRequestBody = {
    contentType: file.type as UploadRequestBody['contentType'],
    fileSize: file.size,
  };
  const { signedPost, token } = await apiRequest<SignedUpload>(`/user/${kind}/upload-request`, {
    method: 'POST',
    body: request,
  });
  await postSignedUpload(signedPost, file);
  return apiRequest<Record<string, { url: string }>>(`/user/${kind}/upload-validate`, {
    method: 'POST',
    body: { token },
  });
}

export function useUploadPhoto(kind: PhotoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
