// The styles of the server-rendered pages whose code loads lazily (the landing page, the auth screen,
// the public pages' header and footer) are in the main stylesheet: the server sends their HTML
// before any script runs, and a stylesheet that came only with their chunk would leave that HTML
// unstyled until then. Their JavaScript stays out of the main bundle (issue 21, P7).
import '../features/auth/auth.css';
import '../features/landing/hero.css';
import '../features/landing/landing.css';
import '../features/landing/pricing.css';
import '../features/site/brand-logo.css';
import '../features/site/site-footer.css';
import '../features/site/site-header.css';
