/**
 * The pod record as core receives it (spec section 3): the answer of every ticket and contact
 * lookup. Every field may be missing or of the wrong type; mapPodRecord decides what that means.
 */
export interface PodRecord {
  TicketId?: unknown;
  TicketNumber?: unknown;
  ContactId?: unknown;
  CompanyId?: unknown;
  CompanyName?: unknown;
  ContactName?: unknown;
  ContactInitials?: unknown;
  ContactPhone?: unknown;
  ContactEmail?: unknown;
  isVerified?: unknown;
  optedStatus?: unknown;
  msTenantHasOnboarded?: unknown;
  clientPortalChats?: unknown;
  communicationItems?: unknown;
  history?: unknown;
}
