import { toast } from '@/lib/toast';

/** Copies a page's address and confirms with a toast (the spec's Share buttons). */
export async function copyLink(url: string, message: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(message);
  } catch {
    toast.error(`Copy this link: ${url}`);
  }
}
