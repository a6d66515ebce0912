// The styles of the server-rendered pages are in the main stylesheet: the server sends their HTML
// before any script runs, and a stylesheet that came only with their chunk would leave that HTML
// unstyled without JavaScript, and make it jump when the chunk's styles arrived (a layout shift of
// 0.5 on the directory, blog and legal pages at 390 px). Their JavaScript stays out of the main
// bundle (issue 21, P7). The planner's own styles still come with its chunks: /app is not rendered
// on the server.
import '../features/auth/auth.css';
import '../features/directory/directory.css';
import '../features/landing/hero.css';
import '../features/landing/landing.css';
import '../features/landing/pricing.css';
import '../features/news/news.css';
import '../features/registry/registry.css';
import '../features/rsvp/rsvp.css';
import '../features/run-of-show/day-of.css';
import '../features/site/brand-logo.css';
import '../features/site/not-found-page.css';
import '../features/site/site-footer.css';
import '../features/site/site-header.css';
import '../features/static-pages/static-page.css';
import '../features/vendor-portal/vendor-portal.css';
