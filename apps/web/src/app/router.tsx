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
      { path: paths.setId, lazy: () => import('./routes/set-id') },
      { path: paths.profile, lazy: () => import('./routes/profile') },
      { path: paths.profileEdit, lazy: () => import('./routes/profile-edit') },
      { path: paths.publicProfile, lazy: () => import('./routes/public-profile') },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
