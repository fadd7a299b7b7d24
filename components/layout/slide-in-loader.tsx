'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type CardProps = { children: ReactNode; closeIcon: ReactNode };

/** Where the card can show (its `lg:block`): nowhere narrower does its code load. */
const WIDE = '(min-width: 64rem)';

let loadedCard: ComponentType<CardProps> | null = null;

/**
 * The slide-in card (./slide-in-card.tsx) shows half-way down a page on a wide screen, so its code
 * is not in the page's load: it is fetched at the first scroll on a wide screen (or at once for a page
 * restored part-way down), well before the half-way mark, and then decides as before. On a phone it
 * never loads. The card renders nothing until it shows, so there is no server HTML to wait for.
 */
export function SlideInLoader(props: CardProps) {
  const [Card, setCard] = useState<ComponentType<CardProps> | null>(() => loadedCard);

  useEffect(() => {
    if (Card) return;
    const media = window.matchMedia(WIDE);
    let asked = false;
    const stop = () => {
      window.removeEventListener('scroll', load);
      media.removeEventListener('change', load);
    };
    function load() {
      if (asked || !media.matches || window.scrollY <= 0) return;
      asked = true;
      stop();
      import('./slide-in-card').then(
        ({ SlideInCard }) => {
          loadedCard = SlideInCard;
          setCard(() => SlideInCard);
        },
        () => {
          asked = false; // tried again at the next scroll
          window.addEventListener('scroll', load, { passive: true });
        },
      );
    }
    window.addEventListener('scroll', load, { passive: true });
    media.addEventListener('change', load);
    load();
    return stop;
  }, [Card]);

  return Card ? <Card {...props} /> : null;
}
