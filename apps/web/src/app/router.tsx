import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { paths } from './paths';

/** The route table of the site. Pages are lazy modules exporting `Component`; any other path goes to /. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, lazy: () => import('./routes/home') },
      { path: paths.industries, lazy: () => import('./routes/industries') },
      { path: paths.searchResult, lazy: () => import('./routes/search-result') },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
