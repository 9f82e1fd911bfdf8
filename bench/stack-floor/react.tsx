// The least page of React alone: one element hydrated.
import { hydrateRoot } from 'react-dom/client';

hydrateRoot(document.getElementById('root')!, <p>Arabeya</p>);
