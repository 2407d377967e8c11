/** Arabic messages the API sends in `message` (Modern Standard Arabic, short and direct). */
export const MSG = {
  // spec 02 §5: the user ID consists of digits only.
  uidDigitsOnly: 'معرّف المستخدم أرقام فقط، تحقق من الإدخال',
  // spec 01 §5: unmatched id.
  userNotFound: 'لا يوجد تطابق، تحقق من الإدخال',
  // spec 01 §8: 32120.
  webRechargeUnavailable: 'الشحن عبر الموقع غير متاح لهذا الحساب، استخدم التطبيق',
  accountNotBanned: 'هذا الحساب غير محظور، ولا توجد عليه غرامة',
  unreadableBody: 'تعذّرت قراءة الطلب، تحقق من صيغته',
  unsupportedMediaType: 'نوع محتوى الطلب غير مدعوم',
  payloadTooLarge: 'حجم الطلب أكبر من المسموح',
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
  invalidField: (field: string): string =>
    field === '' ? 'الطلب غير صالح، تحقق من البيانات المرسلة' : `الحقل ${field} مفقود أو غير صالح`,
} as const;
