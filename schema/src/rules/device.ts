import { MOBILE_AGENT_KEYWORDS } from '../constants';

/** True when a user agent names a mobile device (spec section 9). */
export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT_KEYWORDS.some((keyword) => userAgent.includes(keyword));
}
