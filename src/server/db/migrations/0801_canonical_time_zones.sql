-- Time zones by their canonical IANA names. Chromium reports Kyiv as
-- "Europe/Kiev", which profiles saved as sent; the service now stores the canonical name
-- (shared/time-zones.ts), and this renames the old names already stored, so every screen
-- names one zone one way.
update teacher_profiles set timezone = case timezone
    when 'Europe/Kiev' then 'Europe/Kyiv'
    when 'Europe/Uzhgorod' then 'Europe/Kyiv'
    when 'Europe/Zaporozhye' then 'Europe/Kyiv'
    when 'Europe/Belfast' then 'Europe/London'
    when 'Europe/Nicosia' then 'Asia/Nicosia'
    when 'Asia/Istanbul' then 'Europe/Istanbul'
    when 'Asia/Tel_Aviv' then 'Asia/Jerusalem'
    when 'Asia/Calcutta' then 'Asia/Kolkata'
    when 'Asia/Saigon' then 'Asia/Ho_Chi_Minh'
    when 'Asia/Katmandu' then 'Asia/Kathmandu'
    when 'Asia/Rangoon' then 'Asia/Yangon'
    when 'Asia/Dacca' then 'Asia/Dhaka'
    when 'Asia/Macao' then 'Asia/Macau'
    when 'Asia/Thimbu' then 'Asia/Thimphu'
    when 'Asia/Ulan_Bator' then 'Asia/Ulaanbaatar'
    when 'Asia/Ashkhabad' then 'Asia/Ashgabat'
    when 'Asia/Chongqing' then 'Asia/Shanghai'
    when 'Asia/Chungking' then 'Asia/Shanghai'
    when 'Asia/Harbin' then 'Asia/Shanghai'
    when 'America/Buenos_Aires' then 'America/Argentina/Buenos_Aires'
    when 'America/Godthab' then 'America/Nuuk'
    when 'America/Montreal' then 'America/Toronto'
    when 'America/Indianapolis' then 'America/Indiana/Indianapolis'
    when 'America/Louisville' then 'America/Kentucky/Louisville'
    when 'Atlantic/Faeroe' then 'Atlantic/Faroe'
    when 'Pacific/Enderbury' then 'Pacific/Kanton'
    when 'Pacific/Truk' then 'Pacific/Chuuk'
    when 'Pacific/Ponape' then 'Pacific/Pohnpei'
    when 'Africa/Asmera' then 'Africa/Asmara'
    when 'US/Eastern' then 'America/New_York'
    when 'US/Central' then 'America/Chicago'
    when 'US/Mountain' then 'America/Denver'
    when 'US/Pacific' then 'America/Los_Angeles'
    when 'Etc/UTC' then 'UTC'
    when 'Etc/GMT' then 'UTC'
    when 'Etc/Universal' then 'UTC'
    when 'GMT' then 'UTC'
    else timezone
  end
where timezone in ('Europe/Kiev', 'Europe/Uzhgorod', 'Europe/Zaporozhye', 'Europe/Belfast', 'Europe/Nicosia',
  'Asia/Istanbul', 'Asia/Tel_Aviv', 'Asia/Calcutta', 'Asia/Saigon', 'Asia/Katmandu', 'Asia/Rangoon', 'Asia/Dacca',
  'Asia/Macao', 'Asia/Thimbu', 'Asia/Ulan_Bator', 'Asia/Ashkhabad', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin',
  'America/Buenos_Aires', 'America/Godthab', 'America/Montreal', 'America/Indianapolis', 'America/Louisville',
  'Atlantic/Faeroe', 'Pacific/Enderbury', 'Pacific/Truk', 'Pacific/Ponape', 'Africa/Asmera', 'US/Eastern',
  'US/Central', 'US/Mountain', 'US/Pacific', 'Etc/UTC', 'Etc/GMT', 'Etc/Universal', 'GMT');
