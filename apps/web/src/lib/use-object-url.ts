import { useMemo } from 'react';

/**
 * A local preview address for a picked file. The address lives as long as the page (a few images at most); it is
 * not revoked because React's development double effects would revoke it while it is still shown.
 */
export function useObjectUrl(file: File | null | undefined) {
  return useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
}
