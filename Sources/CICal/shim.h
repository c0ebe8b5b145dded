#pragma once
#include <libical/ical.h>
