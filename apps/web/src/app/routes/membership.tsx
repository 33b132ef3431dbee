import type { MembershipType } from '@tradeforge/contracts';
import { MembershipPage } from '@/features/static-pages/components/membership-page';

/** One route module for the four package pages; the router asks for the page of each type. */
export function pageOf(type: MembershipType) {
  return function MembershipRoute() {
    return <MembershipPage type={type} />;
  };
}
