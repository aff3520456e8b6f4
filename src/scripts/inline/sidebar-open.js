// Opens the sidebar on wide screens (its links must stay focusable); one tap away on a phone.
if (!matchMedia('(min-width: 60rem)').matches)
  document.currentScript.previousElementSibling.open = false;
