// Standalone development entry (npm run dev): the async boundary lets shared modules negotiate first.
import('./bootstrap');
