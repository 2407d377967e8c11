/** Arabic messages the API sends in `message` (Modern Standard Arabic, short and direct). */
export const MSG = {
  // spec 02 §5: the user ID consists of digits only.
  uidDigitsOnly: 'معرّف المستخدم أرقام فقط، تحقق من الإدخال',
  // spec 01 §5: unmatched id.
  userNotFound: 'لا يوجد تطابق، تحقق من الإدخال',
  // spec 01 §8: 32120.
  webRechargeUnavailable: 'الشحن عبر الموقع غير متاح لهذا الحساب، استخدم التطبيق',
  // spec 02 §4: -10000, the client logs the user out.
  sessionInvalid: 'انتهت صلاحية تسجيل الدخول، سجّل الدخول مرة أخرى',
  // ours: the alert relay took as many alerts as it takes for now (32140); the page shows nothing
  alertTooMany: 'تنبيهات كثيرة، حاول لاحقًا',
  deviceIdInvalid: 'معرّف الجهاز مفقود أو غير صالح',
  recordsUnreadable: 'تعذّرت قراءة سجل الشحن المرسل، تحقق من صيغته',
  // spec 01 §8: 20001, 20186, 20193; spec 01 §5: guests.
  accountBanned: 'هذا الحساب محظور، لا يمكن شحنه',
  accountDeleted: 'هذا الحساب محذوف، لا يمكن شحنه',
  accountDeleting: 'هذا الحساب قيد الحذف، لا يمكن شحنه',
  guestNotRechargeable: 'شحن حسابات الزوار غير مدعوم',
  accountOtherApp: 'هذا الحساب تابع لتطبيق آخر، لا يمكن شحنه من هنا',
  // spec 01 §5, §8: verification codes.
  verifyCodeFormat: 'رمز التحقق مكوّن من 4 أرقام',
  verifyWrongCode: 'رمز التحقق غير صحيح',
  verifyTooManyAttempts: 'محاولات كثيرة، حاول لاحقًا',
  verifyCodeMissing: 'لا يوجد رمز تحقق صالح، اطلب رمزًا جديدًا',
  verifyResendTooSoon: 'يمكنك طلب رمز تحقق جديد بعد 60 ثانية من آخر إرسال',
  // ours: 32127, the account's codes or wrong codes of the hour, from any device
  verifyAccountLimited: 'طُلب التحقق من هذا الحساب مرات كثيرة خلال الساعة الأخيرة، حاول لاحقًا',
  /** The inbox message that carries a code (spec 01 §6). */
  verifyInboxBody: (code: string): string =>
    `رمز التحقق لشحن الماس إلى حسابك عبر الموقع: ${code}. صالح لمدة 10 دقائق، لا تشاركه مع أحد.`,
  // spec 02 §5: wrong account or password; phone-account password wrong.
  loginWrongPassword: 'معرّف الحساب أو كلمة المرور غير صحيحة',
  loginPhoneWrongPassword: 'كلمة مرور حساب الهاتف غير صحيحة',
  loginTicketInvalid: 'انتهت صلاحية رابط الدخول من التطبيق، سجّل الدخول مرة أخرى',
  loginLocked: 'محاولات دخول خاطئة كثيرة لهذا الحساب، حاول بعد 15 دقيقة',
  // spec 02 §8: 21266 on social login; ours: a token the provider did not issue for that user
  socialAccountNotFound: 'لا يوجد حساب مرتبط بهذا الحساب، حمّل التطبيق وسجّل فيه أولًا',
  socialTokenInvalid: 'تعذّر التحقق من تسجيل الدخول، أعد المحاولة',
  // spec 02 §5 and the feedback's uploads (README "Feedback")
  feedbackContentRequired: 'يرجى إدخال محتوى الملاحظات',
  feedbackContentTooLong: 'المحتوى طويل جدًا، 500 حرف على الأكثر',
  feedbackTooManyFiles: 'يمكن إرفاق 3 صور أو مقاطع فيديو على الأكثر',
  uploadTypeRefused: 'نوع الملف غير مدعوم: صور JPEG أو PNG أو WebP، أو فيديو MP4 أو MOV',
  uploadTooBig: 'الملف أكبر من المسموح: 10 ميغابايت للصورة و50 ميغابايت للفيديو',
  uploadTokenInvalid: 'انتهت صلاحية رفع الملف، أعد المحاولة',
  feedbackFileMissing: 'أحد الملفات المرفقة لم يُرفع، أعد رفعه',
  roomNotFound: 'انتهت صلاحية هذا الرابط أو لم تعد الغرفة موجودة',
  // spec 02 §8: the fine page's messages
  fineLinkInvalid: 'الرابط غير صالح أو انتهت صلاحيته',
  fineMaintenance: 'الخدمة قيد الصيانة، استخدم الشحن داخل التطبيق',
  fineAmountChanged: 'تغيّر مبلغ الغرامة، حدّث الصفحة',
  fineSubmitFailed: 'تعذّر إرسال الدفع، تواصل مع خدمة العملاء',
  fineAlreadyPaid: 'تم دفع هذه الغرامة، وسيُرفع الحظر تلقائيًا خلال دقائق',
  accountNotBanned: 'هذا الحساب غير محظور، ولا توجد عليه غرامة',
  unreadableBody: 'تعذّرت قراءة الطلب، تحقق من صيغته',
  unsupportedMediaType: 'نوع محتوى الطلب غير مدعوم',
  payloadTooLarge: 'حجم الطلب أكبر من المسموح',
  // the request line and headers (a GET's query included) beyond the head the server reads: 431
  requestHeadTooLarge: 'عنوان الطلب وترويساته أطول من المسموح',
  unreadableHead: 'تعذّرت قراءة ترويسات الطلب، تحقق من صيغتها',
  badRequest: 'الطلب غير صالح',
  serverError: 'حدث خطأ في الخادم، حاول مرة أخرى',
  notFound: 'المسار المطلوب غير موجود',
  // spec 02 §8: -1 request timed out, -2 no response.
  timeout: 'انتهت مهلة الطلب، حاول مرة أخرى',
  noResponse: 'لم يصل رد من الخادم، تحقق من الاتصال',
  batchDuplicateId: 'معرّف الطلب request_id مكرر في الدفعة',
  batchPathNotAllowed: 'هذا المسار غير مسموح به داخل الدفعة',
  unknownChannel: 'قناة الإعدادات غير معروفة',
  faultInjected: 'عطل مفتعل لأغراض الاختبار',
  faultConflict: 'اختر عطلًا واحدًا فقط: الحالة أو قطع الاتصال أو رد تالف',
  // Orders (spec 01 §3, §7, §8).
  clientRidMissing: 'معرّف محاولة الدفع (X-CLI-RID) مفقود أو غير صالح',
  extUnreadable: 'تعذّرت قراءة بيانات الجهاز (ext)، تحقق من صيغتها',
  payMethodUnavailable: 'طريقة الدفع غير متاحة لهذه الباقة',
  verifyRequired: 'أدخل رمز التحقق المرسل إلى صندوق رسائل هذا الحساب في التطبيق قبل شحنه',
  ridReused: 'استُخدمت محاولة الدفع هذه لطلب آخر، ابدأ الدفع من جديد',
  orderInProgress: 'ما زال الطلب قيد المعالجة، انتظر قليلًا ثم حاول مرة أخرى',
  orderNotFound: 'الطلب غير موجود',
  attemptNotFound: 'لا يوجد طلب لمحاولة الدفع هذه، لم يُخصم أي مبلغ',
  orderCancelled: 'أُلغي الطلب قبل إتمام الدفع',
  orderBeingCharged: 'جارٍ خصم المبلغ لهذا الطلب ولا يمكن إلغاؤه أو استبداله الآن، انتظر النتيجة',
  repeatPayment: 'دُفع المبلغ نفسه لهذا الحساب قبل قليل، تأكّد قبل الدفع مرة أخرى',
  orderNotInChallenge: 'هذا الطلب لا ينتظر نتيجة التحقق من البطاقة',
  orderNotAwaitingToken: 'هذا الطلب لا ينتظر بيانات الدفع عبر Apple Pay',
  cardFieldsMissing: 'بيانات البطاقة مفقودة، أدخل بيانات البطاقة من جديد',
  cardTokenInvalid: 'انتهت صلاحية بيانات البطاقة المدخلة، أدخلها من جديد',
  cvvInvalid: 'رمز CVV غير صحيح، أعد إدخاله (يتكون عادةً من 3 أو 4 أرقام)',
  savedCardNotFound: 'البطاقة المحفوظة غير متاحة، اختر بطاقة أخرى',
  platformDataUnreadable: 'تعذّرت قراءة بيانات مزوّد الدفع (platform_data)، تحقق من صيغتها',
  // spec 01 §8: the decline toasts by code.
  cardDeclined: {
    insufficientFunds: 'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى',
    expired: 'انتهت صلاحية البطاقة، تحقق من تاريخ الانتهاء أو جرّب بطاقة أخرى',
    cvcDeclined: 'رفض البنك رمز CVV، حاول مرة أخرى أو جرّب بطاقة أخرى',
    highRisk: 'جرّب بطاقة بنكية أخرى أو طريقة دفع أخرى',
    generic: 'تعذّر إتمام الدفع، حاول مرة أخرى أو جرّب بطاقة أخرى',
    threeDsFailed: 'فشل التحقق من البطاقة، حاول مرة أخرى أو جرّب بطاقة أخرى',
    timeOut: 'خطأ في الشبكة، تحقق وأعد المحاولة',
    unexplained: 'تعذّر إتمام الدفع، حاول مرة أخرى أو جرّب بطاقة أخرى',
    // 31086 (ORDER_INTERRUPTED): the server stopped before the card reached the provider
    interrupted: 'انقطع الدفع قبل إرسال البطاقة، لم يُخصم أي مبلغ، ادفع مرة أخرى',
  },
  // Saved cards (spec 01 §4, §8).
  cardUpdateFailed: 'تعذّر تحديث بيانات البطاقة',
  cardNotReady: 'لم تُحفظ بيانات البطاقة بعد، حاول بعد لحظات',
  orderSavedNoCard: 'لم تُحفظ بطاقة لهذا الطلب',
  invalidField: (field: string): string =>
    field === '' ? 'الطلب غير صالح، تحقق من البيانات المرسلة' : `الحقل ${field} مفقود أو غير صالح`,
} as const;
