import { NO_OFFERS_ATTRIBUTE } from './slide-in-rules';

/** Marks the page as its own call to action: no sticky bar, no slide-in (see slide-in-rules.ts). */
export function NoOffers() {
  return <span hidden {...{ [NO_OFFERS_ATTRIBUTE]: '' }} />;
}
