// An icon per vendor category for the directory (emoji depend on the visitor's fonts; these do not).
import {
  Armchair,
  CakeSlice,
  Camera,
  CarFront,
  ClipboardList,
  Ellipsis,
  Flower2,
  Gem,
  Gift,
  HeartHandshake,
  Lamp,
  Landmark,
  type LucideIcon,
  Mail,
  Music,
  Shirt,
  Sparkles,
  Utensils,
  Video,
  Wine,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  venue: Landmark,
  planning: ClipboardList,
  catering: Utensils,
  photography: Camera,
  videography: Video,
  music: Music,
  florist: Flower2,
  attire: Shirt,
  officiant: HeartHandshake,
  bar: Wine,
  cake: CakeSlice,
  decor: Lamp,
  rentals: Armchair,
  transportation: CarFront,
  beauty: Sparkles,
  stationery: Mail,
  jewelry: Gem,
  favors: Gift,
  other: Ellipsis,
};

export function CategoryIcon({ apiCategory, size = 22 }: { apiCategory: string; size?: number }) {
  const Icon = ICONS[apiCategory] ?? Sparkles;
  return <Icon size={size} aria-hidden="true" />;
}
