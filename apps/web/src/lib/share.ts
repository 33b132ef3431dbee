import { msg } from '@lingui/core/macro';
import { toast } from '@/lib/toast';

/** Copies a page's address and confirms with a toast (the spec's Share buttons): `message`, in the page's language. */
export async function copyLink(url: string, message: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(message);
  } catch {
    toast.error(msg`Copy this link: ${url}`);
  }
}
