// /wedding-vendors[/:category[/:state[/:city[/:vendorSlug]]]]: reads the address and shows the
// directory's home, a result list or a listing; an address that names nothing is the 404 page (with
// a 404 status when the server renders it).
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../site/not-found-page';
import { DirectoryHome } from './directory-home';
import { directoryPlace } from './directory-path';
import { ListingPage } from './listing-page';
import { ResultsPage } from './results-page';
import './directory.css';

export function DirectoryPage() {
  const place = directoryPlace(useParams());
  switch (place.kind) {
    case 'home':
      return <DirectoryHome />;
    case 'results':
      return <ResultsPage place={place} />;
    case 'listing':
      return <ListingPage place={place} />;
    default:
      return <NotFoundPage />;
  }
}
