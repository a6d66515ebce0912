// A gift's picture in a list (the couple's Registry tab, the guests' registry page): the product's own
// when this site can show it (shownGiftImage), otherwise the icon of its kind.
import { Gift, HandCoins } from 'lucide-react';
import { shownGiftImage } from './format';

export function GiftPicture({
  url,
  isFund,
  className,
  size,
  iconSize,
}: {
  url: string | null | undefined;
  isFund: boolean;
  /** The list's class for the picture (its size and corners). */
  className: string;
  size: number;
  iconSize: number;
}) {
  const shown = shownGiftImage(url);
  if (shown) return <img className={className} src={shown} alt="" width={size} height={size} />;
  return (
    <span className={`${className} registry-item__image--icon`} aria-hidden="true">
      {isFund ? <HandCoins size={iconSize} /> : <Gift size={iconSize} />}
    </span>
  );
}
