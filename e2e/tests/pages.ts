// The pages of the site (spec 02 §2): every path, what it shows, and which paths are distinct screens.
export interface SitePage {
  path: string;
  title: string;
  testId: string;
  /** Where the path ends up (redirects). */
  finalPath?: string;
}

export const PAGES: readonly SitePage[] = [
  { path: '/', title: 'حمّل التطبيق', testId: 'page-home' },
  { path: '/home', title: 'حمّل التطبيق', testId: 'page-home', finalPath: '/' },
  { path: '/share.html', title: 'دعوة إلى غرفة', testId: 'page-share' },
  { path: '/pay', title: 'شحن الماس', testId: 'page-pay' },
  { path: '/recharge', title: 'شحن الماس', testId: 'page-pay' },
  { path: '/login', title: 'تسجيل الدخول', testId: 'page-login' },
  { path: '/fines', title: 'دفع الغرامة', testId: 'page-fines' },
  { path: '/feedback', title: 'الملاحظات', testId: 'page-feedback' },
  { path: '/feedback-success', title: 'تم إرسال ملاحظاتك', testId: 'page-feedback-success' },
  { path: '/test', title: 'صفحة التشخيص', testId: 'page-test' },
  { path: '/recharge-list', title: 'سجل الشحن', testId: 'page-recharge-list' },
  { path: '/pay-step', title: 'إتمام الدفع', testId: 'page-pay-step' },
  // screens of spec 02 §2's text table
  { path: '/about', title: 'من نحن', testId: 'page-about' },
  { path: '/link-expired', title: 'انتهت صلاحية الرابط', testId: 'page-link-expired' },
];

/** One path per distinct screen (no redirects, no second path to the same screen). */
export const SCREENS: readonly string[] = PAGES.filter((p) => !p.finalPath && p.path !== '/recharge').map(
  (p) => p.path,
);
