import type { ReactNode } from 'react';
import { BrushIcon, CheckIcon, GiftIcon, SearchHeartIcon } from '@/components/icons';

interface InfoCard {
  title: string;
  icon: ReactNode;
  items: readonly string[];
}

/** Spec 001 'Stylist Application page': who we look for, what we offer, which specialties we need. */
const INFO_CARDS: readonly InfoCard[] = [
  {
    title: "What We're Looking For",
    icon: <SearchHeartIcon />,
    items: [
      'Licensed cosmetology or esthetics professionals',
      '1+ years of professional experience',
      'A passion for client service',
      'Reliable, punctual and professional',
    ],
  },
  {
    title: 'What We Offer',
    icon: <GiftIcon />,
    items: [
      'Competitive commission',
      'Flexible scheduling',
      'A supportive team environment',
      'Professional development',
    ],
  },
  {
    title: 'Specialties Needed',
    icon: <BrushIcon />,
    items: ['Bridal makeup', 'Hair styling and updos', 'Special event makeup', 'Photo and video makeup'],
  },
];

export function InfoCards() {
  return (
    <ul className="application-info stack gap-5 plain-list" aria-label="About joining our team">
      {INFO_CARDS.map((card) => (
        <li key={card.title} className="application-info__card beside">
          <span className="application-info__icon ring">{card.icon}</span>
          <h2 className="application-info__title">{card.title}</h2>
          <ul className="check-list stack gap-2 plain-list application-info__list">
            {card.items.map((item) => (
              <li key={item}>
                <CheckIcon />
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
