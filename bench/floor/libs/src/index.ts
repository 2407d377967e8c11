// The libraries' floor of `npm run bench`: the floor page with the design's libraries used as the
// host uses them (React, the router's declarative slice, Redux Toolkit with react-redux, i18next with
// react-i18next) and no code of ours. Built twice by the apps' factory: as one app and as a federated host,
// so the bench prints the start-up JS no host of this design can go below, and what federation adds to it.
import('./bootstrap');
