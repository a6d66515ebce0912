export { DirectoryPage } from './directory-page';
