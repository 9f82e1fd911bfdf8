import '@fontsource-variable/cairo';
import './index.css';

/*
 * The page comes written by the server (decision 130): a phone can paint it before any script
 * runs. The app's script is fetched only once that first paint is done, so its bytes do not
 * share a slow connection with the stylesheet, the font and the first pictures, nor does
 * evaluating it hold the first paint back (docs/decisions/186).
 */
const startApp = () => void import('./start').then(({ start }) => start());

// This module runs once the document is read and its stylesheet is in: the next frame paints
// the page, and the task after that frame imports the app. A tab opened in the background
// paints no frame until it is shown, so there the app starts at once.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp));
