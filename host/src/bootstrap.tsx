import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installViewport } from './layout/viewport';
import { applyAppContext } from './layout/appContextDom';
import { startRemoteMap } from './remotes/remoteMap';

startRemoteMap(); // not awaited: createRoot is never held back by the remote map (DESIGN §9)
applyAppContext(document.documentElement);
installViewport(window);

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
