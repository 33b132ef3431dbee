import type { NotificationItem } from '@tradeforge/contracts';
import { href } from '@/app/paths';

/**
 * Where a notification leads: its object's page (a comment's post or product; a thread in the right inbox; a
 * group's post, page or requests; a buying request, where its buyer compares and its suppliers quote).
 */
export function notificationHref({ kind, object }: NotificationItem): string | undefined {
  const { businessID, companyName = '', productID, productName = '', postID } = object;
  if (kind === 'membership' && businessID) return href.businessMembership(businessID);
  if (object.type === 'search') return href.savedSearches();
  // A group event: its new post, the requests to approve (admins), or the group.
  if (kind === 'group') {
    const groupID = object.groupID ?? object.id;
    if (postID) return href.post(postID);
    return object.event === 'requested' ? href.groupManage(groupID) : href.group(groupID);
  }
  if (kind === 'rfq') return href.rfq(object.id);
  switch (object.type) {
    case 'business':
      return href.business(companyName, object.id);
    case 'product':
      return href.product(companyName, productName, object.id);
    case 'post':
      return href.post(object.id);
    case 'comment':
      if (postID) return href.post(postID);
      return productID ? href.product(companyName, productName, productID) : undefined;
    case 'thread':
      return object.side === 'R' && businessID
        ? href.businessRequests(businessID, object.id)
        : href.myMessages(object.id);
  }
}
