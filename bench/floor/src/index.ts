// The floor page of `npm run bench`: React and one Arabic heading, nothing else, built by the
// same webpack factory as the apps. Its figures are what any page of this stack costs on the machine the
// bench runs on, so the site's figures carry their own reference.
import('./bootstrap');
