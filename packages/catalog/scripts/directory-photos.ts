// Writes the seeded directory's pictures to apps/web/public/directory/ (see src/directory/photos.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { directoryPhotoSvg } from '../src/directory/photos';
import { DIRECTORY_PHOTOS_PER_CATEGORY, directoryPhotoPath } from '../src/directory/seed-listings';
import { VENDOR_CATEGORIES } from '../src/vendor-categories';

const publicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));
mkdirSync(`${publicDir}/directory`, { recursive: true });
for (const category of VENDOR_CATEGORIES) {
  for (let n = 1; n <= DIRECTORY_PHOTOS_PER_CATEGORY; n++) {
    writeFileSync(
      `${publicDir}${directoryPhotoPath(category.apiCategory, n)}`,
      directoryPhotoSvg(category.apiCategory, n),
    );
  }
}
console.log(
  `wrote ${VENDOR_CATEGORIES.length * DIRECTORY_PHOTOS_PER_CATEGORY} pictures to ${publicDir}/directory`,
);
