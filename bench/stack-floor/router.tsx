// The least page of React and React Router: one route with a link, hydrated.
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '/', element: <Link to="/cars">Arabeya</Link> }]);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
