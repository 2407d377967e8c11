import { createRoot } from 'react-dom/client';

function Floor() {
  return (
    <main>
      <h1>شحن الماس</h1>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<Floor />);
  // the same mark the site's pages set when their content is shown (shared/ui/contentReady.ts)
  requestAnimationFrame(() => performance.mark('content-ready'));
}
