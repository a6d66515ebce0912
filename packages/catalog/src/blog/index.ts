// The wedding blog's articles, newest first; the server seeds them into the posts table.
import { bookingTimeline } from './booking-timeline';
import { budgetByCategory } from './budget-by-category';
import { guestListRsvp } from './guest-list-rsvp';
import type { BlogPost } from './post';
import { registryEtiquette } from './registry-etiquette';
import { runOfShowTemplate } from './run-of-show';
import { seatingTips } from './seating-tips';

export type { BlogPost } from './post';

export const BLOG_POSTS: BlogPost[] = [
  registryEtiquette,
  runOfShowTemplate,
  seatingTips,
  guestListRsvp,
  bookingTimeline,
  budgetByCategory,
];
